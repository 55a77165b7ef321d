# richardc-datacat 0.6.2 with show_diff: the define compares versioncmp($settings::puppetversion,
# '3.2.0'), but Puppet 7's settings class has no puppetversion variable (an "Unknown variable"
# warning, then versioncmp rejects undef), so every datacat with show_diff fails.
datacat { '/etc/app.conf':
  template_body => "<%= @data['name'] %>\n",
  show_diff     => false,
}
datacat_fragment { 'app': target => '/etc/app.conf', data => { 'name' => 'app' } }
