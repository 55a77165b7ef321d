define ta::site(Array $list = [1, 2], $owner, Optional[String] $group = undef) {
}
