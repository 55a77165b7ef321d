class db(String $user, Variant[String, Sensitive[String]] $password) {
  $pw = $password ? { Sensitive => $password, default => Sensitive($password) }
  notify { "db ${user}": message => $pw }
  notice(type($pw, 'generalized'))
}
