define app::site(String $root = "/srv/${title}", Array $aliases = []) {
  notify { "site ${title}": message => $root }
}
