# QA-FORGE-6: current voxpupuli-kmod compiled as a site uses it: list_of_* hashes splatted into the defines
# (* => $data), kmod::setting's ensure_resource of the shared file and augeas changes, load's modules-load.d file,
# typed and untyped defines of different versions mixed as the index holds them.
class { 'kmod':
  list_of_aliases    => { 'bond0' => { 'source' => 'bonding' } },
  list_of_blacklists => { 'pcspkr' => {}, 'floppy' => { 'file' => '/etc/modprobe.d/floppy.conf' } },
  list_of_installs   => { 'usb_storage' => {}, 'cramfs' => { 'command' => '/bin/false' } },
  list_of_loads      => { 'br_netfilter' => {}, 'old_mod' => { 'ensure' => 'absent' } },
  list_of_options    => { 'bonding' => { 'option' => 'mode', 'value' => 1 }, 'nf_conntrack' => { 'option' => 'hashsize', 'value' => '131072', 'file' => '/etc/modprobe.d/conntrack.conf' } },
  file_mode          => '0640',
}
kmod::option { 'ipv6': option => 'disable', value => 1, ensure => absent }
kmod::blacklist { 'nouveau': file => '/etc/modprobe.d/blacklist.conf' }
