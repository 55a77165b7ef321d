# Automatic tags: type, title (when it is a valid tag), each containing class/define and its
# name segments, and the module-like segments of qualified names.
class profile::web::frontend {
  notify { 'Simple_Title': }
  notify { 'title with spaces': }
  file { '/etc/path/file.conf': }
  app::vhost { 'site.example.com': }
}
define app::vhost { notify { "vhost ${title}": } }
include profile::web::frontend
node 'web01.example.com' { notify { 'in node': } }
