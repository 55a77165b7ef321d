class a { break() }
