node "a" inherits "b" {}
