# QA-FORGE-8: puppetlabs-seteam/control-repo's profile::loaddata 6b9ccb8d (YAML.load_file) on a file holding a
# date: Ruby 3.1's Psych 4 loads safely, so Puppet fails with Psych's DisallowedClass message.
include profile::users
