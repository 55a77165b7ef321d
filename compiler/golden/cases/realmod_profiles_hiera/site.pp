# A roles-and-profiles site driven by Hiera: the role is a top-scope variable (Hiera's %{::role}
# reads the top scope: a node-scope $role would be undefined there), classes come from a
# unique-merged `classes` key, a mapped_paths level walks a top-scope array, profiles look their
# data up with deep merges, a knockout prefix, alias/lookup interpolation, Sensitive conversion and
# module-level data (the profile module's own hiera.yaml), and feed real modules (ntp, saz-ssh,
# sysctl, logrotate, apt, memcached). Puppet surprise: the role level's '--curl' in a deep merge
# with knockout_prefix '--' disappears itself but leaves common's 'curl' in the package list.
$role = 'web'
$os_names = ['Debian', 'bookworm']
node default {
  lookup('classes', Array[String], 'unique', []).include
}
