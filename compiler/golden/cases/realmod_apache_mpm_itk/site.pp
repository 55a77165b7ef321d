# puppetlabs-apache 5.5.0: the itk MPM chosen in the apache class on Debian 12.
class { 'apache': default_vhost => false, mpm_module => 'itk' }
