node /a/ inherits b {}
