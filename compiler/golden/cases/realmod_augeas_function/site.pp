# augeas_core's augeas() function (ruby-augeas on the compiling machine; Punch runs augtool): the
# changes run on the tree the lens parses the string into, the lens writes the result back.
notice(augeas("foo=bar\n", 'Shellvars.lns', ['set foo baz']))
notice(augeas("proc        /proc   proc    nodev,noexec,nosuid     0       0\n", 'Fstab.lns', ['rm ./1/opt[3]']))
notice(augeas("# c\nfoo=bar\n", 'Shellvars.lns', []))
$hosts = augeas("127.0.0.1 localhost\n", 'Hosts.lns', ['set ./1/alias[2] localhost.localdomain', 'set ./01/ipaddr 10.0.0.1', 'set ./01/canonical db01'])
file { '/etc/hosts.generated': content => $hosts }
