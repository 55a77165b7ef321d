# voxpupuli/puppet-extlib's dump_params() splatted into a class (its README's example, with the call's parentheses), dump_params(...).to_yaml,
# default_content over ERB and EPP, and dump_args (which puts JSON to the compile's standard output). Classes and
# templates written for this case.
include profile::foobar
