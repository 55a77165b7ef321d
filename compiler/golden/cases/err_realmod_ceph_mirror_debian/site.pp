# openstack-ceph: ceph::mirror supports only Ubuntu 16.04 and RedHat/CentOS 7 and fails with the module's message on Debian 12.
class { 'ceph':
  fsid     => '066F558C-6789-4A93-AAF1-5AF1BA01A3AD',
  mon_host => '10.0.0.11',
}
ceph::mirror { 'site-b': }
