# puppetlabs-apt: an apt::source without location fails in the define with the module's message.
include apt
apt::source { 'broken':
  release => 'bookworm',
  repos   => 'main',
}
