# QA-FORGE-8: voxpupuli/puppet-nftables's simplerule.pp aaa37172 passes 'daddr' and 'set_type' to
# simplerule.epp, whose version 316bc3f8 (both from the code index, a real intermediate pair) does not declare
# them: epp() refuses arguments a template does not declare.
nftables::simplerule { 'http':
  dport   => 80,
  proto   => 'tcp',
  comment => 'web',
}
