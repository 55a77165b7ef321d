# Written for this case with the functions' documented examples (SIMP's modules call them to validate parameters).
$r = [
  simplib::validate_sysctl_value('kernel.core_pattern', '/var/core/%u_%g_%p_%t_%h_%e.core'),
  simplib::validate_sysctl_value('kernel.core_pattern', '| /usr/lib/systemd/systemd-coredump %P'),
  simplib::validate_sysctl_value('fs.inotify.max_user_watches', 8192),
  simplib::validate_sysctl_value('net.ipv4.ip_forward', 1),
  simplib::validate_between('-1', -3, 0), simplib::validate_between(7, 0, 60), simplib::validate_between(7.6, 7.1, 8.4),
  simplib::validate_re_array('one', '^one$'), simplib::validate_re_array('one', ['^one', '^two']),
  simplib::validate_re_array(['one-a', 'one-b'], '^one'), simplib::validate_re_array(['one-a', 'two-b'], ['^one', '^two']),
  simplib::validate_array_member('foo', ['foo', 'bar']), simplib::validate_array_member(['foo', 'BAR'], ['FOO', 'bar', 'baz'], 'i'),
  simplib::validate_array_member(3, [1, 2, 3]), simplib::validate_bool(true, 'true', false, 'false'),
]
notify { 'results': message => $r }
notify { 'strings': message => [simplib::to_string(42), simplib::to_string(1.5), simplib::to_string(true), simplib::to_string([1, 'a']), simplib::to_string({ 'k' => 'v' }), simplib::to_string(undef), simplib::to_string('s')] }
