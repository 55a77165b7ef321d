class users (Hash[String, Hash] $accounts = {}) {
  $accounts.each |$u, $a| {
    @user { $u:
      ensure     => $a.get('ensure', 'present'),
      uid        => $a['uid'],
      groups     => $a.get('groups', []),
      managehome => true,
      tag        => $a.get('tags', []),
    }
    if $a['keys'] =~ Array {
      $a['keys'].each |$k| {
        @users::key { "${u}@${k.split(' ')[2]}":
          user => $u, type => $k.split(' ')[0], key => $k.split(' ')[1], tag => $a.get('tags', []),
        }
      }
    }
  }
}
