# alteholz-tdc 0.0.2: test-driven configuration checks for nagios (files, owners, permissions,
# processes, directories, config lines). Each check runs the module's generator script with
# Puppet's generate() on the compiling machine, which writes nagios files into nagiosdir (/tmp
# here; a title with a space would break the script's unquoted paths).
class { 'tdc': nagiosdir => '/tmp' }
service { 'nagios-nrpe-server': ensure => running }
tdc::test_file { 'etc': file => ['/etc/passwd', '/etc/group'] }
tdc::test_file_owner { 'etc_owner': file => [{ 'file' => '/etc/passwd', 'owner' => 'root' }, { 'file' => '/etc/shadow', 'owner' => 'root' }] }
tdc::test_file_group { 'shadow_group': file => [{ 'file' => '/etc/shadow', 'group' => 'shadow' }] }
tdc::test_file_permission { 'shadow_perm': file => [{ 'file' => '/etc/shadow', 'permission' => '640' }] }
tdc::test_directory { 'dirs': directory => ['/var/log', '/tmp'] }
tdc::test_process { 'procs': process => ['sshd', 'cron'], maxprocs => 5 }
tdc::test_config { 'sshd_config': command => '/usr/sbin/sshd -T', type => 'sshd' }
