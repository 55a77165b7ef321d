# "data_provider": "none" turns a module's data off (its data/common.yaml is not read);
# "hiera" with a module hiera.yaml v5 warns that the setting is ignored.
class { 'nonemod': }
notice(lookup('nonemod::v', undef, undef, 'no module data'))
