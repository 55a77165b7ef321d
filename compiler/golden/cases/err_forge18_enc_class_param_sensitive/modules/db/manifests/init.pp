class db(String $user, Sensitive[String] $password) {
  notify { "db ${user}": }
}
