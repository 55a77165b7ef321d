# QA-FORGE-8: example42/puppet-tp's Puppet-language functions: tp::get_version dd58f4d0 (getvar with a dotted
# path into a local Hash parameter, pick_default of undef), tp::url_replace 18b6c928 (regsubst of '\$VERSION'
# placeholders, facts), tp::is_something d6973233 (case on [] and {} literals, the value of a function whose
# last expression is an assignment).
$settings_h = { 'release' => { 'latest_version' => '1.25.3', 'latest_version_major' => '1' } }
notice(tp::get_version('present', undef, $settings_h))
notice(tp::get_version('present', undef, $settings_h, 'major'))
notice(tp::get_version('2.0.1', undef, $settings_h))
notice(tp::get_version('present', '3.3', $settings_h))
notice(tp::get_version('absent', '3.3', {}))
notice(type(tp::get_version('latest', undef, {}, 'major')))
notice(tp::url_replace('https://github.com/prometheus/node_exporter/releases/download/v$VERSION/node_exporter-$VERSION.$OS-$ARCH.tar.gz', '1.8.2'))
notice(tp::url_replace('https://dl.example.com/$MAJVERSION/app-$VERSION-$OS.zip', '5.4.1', '5'))
notice([false, '', [], {}, undef, 0, 'x', [undef], { 'a' => undef }, true].map |$v| { tp::is_something($v) })
