# puppetlabs-apt: apt::ppa fails on Debian with the module's message.
include apt
apt::ppa { 'ppa:deadsnakes/ppa': }
