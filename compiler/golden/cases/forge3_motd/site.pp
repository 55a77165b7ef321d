# Current puppetlabs-motd (6.x: typed parameters, epp(), translate(), File defaults, versioncmp) as its README
# declares it, with a site module's EPP template (typed EPP parameters with defaults, each) and the
# template-over-content warnings; stdlib (file_line) and translate trimmed to the files used.
class { 'motd':
  content           => "Hello\n",
  template          => 'site/banner.epp',
  issue_content     => "Debian \\n \\l\n",
  issue_net_template => 'site/banner.epp',
  issue_net_content  => 'ignored',
  dynamic_motd      => false,
}
