# voxpupuli/puppet-bareos's bareos::bareos_settings (4.x port of the 3.x helper) over the setting kinds its defines pass
# (director/client/job ...). Values written for this case.
$settings = bareos::bareos_settings(
  ['bareos-dir', 'Name', 'res', true],
  [9101, 'Dir Port', 'port', true],
  ['10 MB/s', 'Maximum Bandwidth Per Job', 'speed', false],
  ['1.5 GB', 'Maximum Volume Bytes', 'size64', false],
  ['30 days', 'File Retention', 'time', false],
  ['Yes', 'Auto Prune', 'boolean', false],
  ['192.168.10.20', 'Address', 'address', true],
  ['fe80::1', 'Address', 'address', true],
  ['backup-sd.example.com', 'Address', 'address', true],
  [['aes256', 'blowfish'], 'Cipher', 'encryption_cipher_list', false],
  [undef, 'Description', 'string', false],
  [['*all*', 'Admin'], 'Job ACL', 'acl', false],
  ['s3cret "pw"', 'Password', 'md5password', true],
  ['Incremental', 'Level', 'backup_level', true],
)
notice($settings)
file { '/etc/bareos/bareos-dir.d/director/bareos-dir.conf':
  content => "Director {\n${settings}\n}\n",
}
