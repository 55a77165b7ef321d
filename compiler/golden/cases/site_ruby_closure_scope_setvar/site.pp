node default {
  setrole('cache::text')
  notify { 'in node': message => "role=${::_role} local=${_role}" }
}
