# Written for this case: sensu's check/config hashes (sensu::write_json), swap_file's facts-driven size checks
# (swap_file::files), theforeman-puppet's agent cron minutes.
$h = {
  'client_addr' => '127.0.0.1', 'bind_addr' => '192.168.34.56',
  'start_join'  => ['192.168.34.60', '192.168.34.61'],
  'ports'       => { 'rpc' => 8567, 'https' => '8500', 'http' => -1 },
  'check'       => { 'interval' => 60, 'ttl' => 1.5, 'handlers' => [], 'standalone' => true, 'x' => undef },
}
file { '/etc/sensu/conf.d/a.json': content => sensu_sorted_json($h) }
file { '/etc/sensu/conf.d/b.json': content => sensu_sorted_json($h, true) }
file { '/etc/sensu/conf.d/c.json': content => sensu_sorted_json({ 'empty' => {}, 'list' => [[1, '2'], {}] }, true) }
$csv = '/mnt/swap.1||1019900,/mnt/swap.2||2048000'
$margin = [100, '150', 120.5]
notify { 'swap':
  message => [swap_file_size_from_csv('/mnt/swap.2', $csv), swap_file_size_from_csv('/mnt/swap.9', $csv),
    difference_within_margin($margin, 60), difference_within_margin([100, 150], '40'), $margin],
}
notify { 'cron': message => [ip_to_cron(), ip_to_cron(2), ip_to_cron(3, 24), ip_to_cron('4', '12')] }
