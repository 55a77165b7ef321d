class profile::users {
  # a local variable, not a parameter: the catalog would hold the scratch path otherwise
  $datafile = "${settings::environmentpath}/${environment}/site/profile/files/users.yaml"
  $data = profile::loaddata($datafile)
  $data['users'].each |$name, $u| {
    user { $name:
      uid    => $u['uid'],
      shell  => $u['shell'],
      groups => $u['groups'],
    }
  }
  notice($data['enabled'], $data['ratio'])
}
