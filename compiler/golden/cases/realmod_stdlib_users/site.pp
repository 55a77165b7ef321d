# puppetlabs-stdlib 8.5.0 in a users profile: password hashes with pw_hash (SHA-512, SHA-256,
# MD5 crypt, a Sensitive password, an empty one giving undef), a macOS-style PBKDF2 hash, settings
# read with the deprecated try_get_value (through stdlib's 3.x dig: deprecation warnings and
# Puppet's autoloader warnings once), a module's metadata with load_module_metadata, data files
# read with loadyaml/loadjson (a module's own files, missing files with defaults).
class profile::users (
  Hash $users = {
    'alice' => { 'password' => 'alice-pass', 'salt' => 'Xy7aB3', 'uid' => 2001, 'groups' => ['sudo'] },
    'bob'   => { 'password' => 'bob-pass', 'salt' => 'q1w2e3r4t5y6u7i8o9', 'uid' => 2002 },
    'svc'   => { 'password' => '', 'salt' => 'none', 'uid' => 2003, 'shell' => '/usr/sbin/nologin' },
  },
  Hash $settings = { 'ssh' => { 'keys' => { 'alice' => ['ssh-ed25519 AAAAC3Nza alice@laptop'] } }, 'umask' => '027' },
) {
  $users.each |$name, $u| {
    user { $name:
      ensure     => present,
      uid        => $u['uid'],
      groups     => pick_default($u['groups'], []),
      shell      => pick($u['shell'], '/bin/bash'),
      password   => pw_hash($u['password'], 'SHA-512', $u['salt']),
      managehome => true,
    }
  }
  user { 'legacy':
    ensure   => present,
    password => pw_hash(Sensitive('legacy-pass'), 'md5', 'abcdefgh'),
  }
  user { 'kiosk':
    ensure   => present,
    password => pw_hash('kiosk-pass', 'sha-256', 'kioskSalt'),
  }
  $mac = str2saltedpbkdf2('Pa55w0rd', 'Use a s@lt h3r3 th@t is 32 byt3s', 50000)
  notify { 'mac':
    message => "${mac['iterations']} ${mac['salt_hex']} ${mac['password_hex']}",
  }
  $alice_keys = try_get_value($settings, 'ssh/keys/alice', [])
  $bob_keys = try_get_value($settings, 'ssh/keys/bob', [])
  $umask = try_get_value($settings, 'umask', '022')
  $first = try_get_value($settings, 'ssh.keys.alice.0', 'none', '.')
  notify { 'keys': message => "${alice_keys} ${bob_keys} ${umask} ${first}" }
  $meta = load_module_metadata('stdlib')
  $ntp_meta = load_module_metadata('ntp', true)
  notify { 'modules':
    message => "${meta['name']} ${meta['version']} ${ntp_meta['name']} ${size($meta['operatingsystem_support']) > 0}",
  }
  $ntp_data = loadyaml('/usr/share/puppet/modules/ntp/data/Debian-family.yaml', {})
  $local = loadyaml('/etc/puppetlabs/nonexistent/local.yaml', { 'admins' => ['root'] })
  $json = loadjson('/usr/share/puppet/modules/ntp/metadata.json')
  file { '/etc/users.summary':
    content => to_yaml({
      'restrict' => $ntp_data['ntp::restrict'],
      'admins'   => $local['admins'],
      'ntp'      => $json['dependencies'].map |$d| { $d['name'] },
    }),
  }
}
include profile::users
