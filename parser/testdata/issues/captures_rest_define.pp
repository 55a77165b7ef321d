define x(*$a) {}
