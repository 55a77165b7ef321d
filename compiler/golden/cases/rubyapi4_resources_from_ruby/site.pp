# Resources and classes made from 3.x functions through Puppet's parser API (modules/rmk/lib/puppet/parser/functions).
file { '/etc/edited': ensure => file, mode => '0644' }
include rmk
notice(rmk_edit('File', '/etc/edited'))
realize(Package['tmux'])
notice(rmk_class('rmk::opts', { 'size' => 3 }))
notice(rmk_class('rmk::plain', ''))
include rmk::plain
notice(rmk_class('rmk::plain', ''))
notice(rmk_class_resource('rmk::child', { 'extra' => 'more' }))
notice(rmk_declare('rmk::thing', 'two', { 'value' => 2, 'label' => 'late' }))
Rmk::Thing <| title == 'two' |> { label => 'collected' }
