// snippet.miniature
// Mediator: a sign-up form whose parts never meet. Each tells the form what happened;
// the form alone knows that the button waits for a name and the ticked box.
protocol Form: AnyObject {
  func changed(_ part: Part)
}

class Part {
  weak var form: Form?  // the only other thing a part knows
}

final class NameField: Part {
  var text = ""
  func type(_ more: String) { text += more; form?.changed(self) }
}

final class TermsBox: Part {
  var isTicked = false
  func click() { isTicked.toggle(); form?.changed(self) }
}

final class SendButton: Part { var isEnabled = false }

final class SignUpForm: Form {
  let name = NameField(), terms = TermsBox(), send = SendButton()

  init() { for part in [name, terms, send] { part.form = self } }

  func changed(_ part: Part) {
    send.isEnabled = !name.text.isEmpty && terms.isTicked
    print("\(type(of: part)) changed → send enabled: \(send.isEnabled)")
  }
}

let form = SignUpForm()
form.name.type("Ada")
form.terms.click()
form.terms.click()
// snippet.end
