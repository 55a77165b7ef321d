# A version 3 global hiera.yaml with a custom backend (kvj, modules/kvj/lib/hiera/backend) before
# yaml. The backend gets Hiera 3's resolution type: nil for first found, :array for unique,
# {:behavior => :native} for hash, {:behavior => :deeper} for deep (Puppet's convert_merge), and
# collects every source itself through Backend.datasourcefiles / parse_answer / merge_answer.
notice(lookup('greeting'))
notice(lookup('who'))
notice(lookup('packages'))
notice(lookup('packages', Array, 'unique'))
notice(lookup('settings_hash'))
notice(lookup('settings_hash', Hash, 'hash'))
notice(lookup('deep_hash', Hash, 'deep'))
notice(lookup('typed'))
notice(lookup('nested'))
notice(lookup('only_in_yaml'))
notice(lookup('RedHat_key', undef, undef, 'absent'))
notice(lookup('Debian_key', undef, undef, 'absent'))
include profile::web
