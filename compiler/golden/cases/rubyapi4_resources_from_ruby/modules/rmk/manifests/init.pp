class rmk {
  File { owner => 'nobody', mode => '0644' }
  notice(rmk_declare('file', '/etc/rmk.conf', { 'content' => "x\n", 'mode' => '0640' }))
  notice(rmk_declare('rmk::thing', 'one', { 'value' => 1 }))
  notice(rmk_declare('package', 'tmux', { 'ensure' => 'installed' }, { 'virtual' => true }))
  notice(rmk_declare('host', 'db.example.com', { 'ip' => '10.0.0.9' }, { 'exported' => true, 'tag' => 'dbhosts' }))
  notice(rmk_declare('Notify', 'made', { 'message' => ['a', 'b'], 'require' => 'File[/etc/rmk.conf]' }))
  notice("defined thing two: ${defined(Rmk::Thing['two'])}")
}
