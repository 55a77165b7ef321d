function shop::greet(String $who) >> String {
  "hello ${who} from ${module_name}"
}
