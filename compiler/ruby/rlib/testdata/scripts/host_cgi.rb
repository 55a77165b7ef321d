# CGI's URI component escapes (cgi 0.3), and the host's names and counts (etc, socket)
require 'cgi'
require 'etc'
require 'socket'
show(:escape_uri) { [CGI.escapeURIComponent('a b+c%~é/?'), CGI.escapeURIComponent(''), CGI.escapeURIComponent('a b'.encode('ISO-8859-1')).encoding] }
show(:unescape_uri) { [CGI.unescapeURIComponent('a+b%20c%zz%e9%C3%A9'), CGI.unescapeURIComponent('%'), CGI.unescape('a+b%20c')] }
show(:escape_uri_arg) { CGI.escapeURIComponent(1) }
show(:host) { [Socket.gethostname == File.read('/etc/hostname').strip, Socket.gethostname.encoding] }
show(:etc) { [Etc.nprocessors.is_a?(Integer), Etc.nprocessors > 0, Etc.sysconfdir, Etc.systmpdir] }
show(:uname) { u = Etc.uname; [u.keys, u[:sysname], u[:machine], u[:nodename] == Socket.gethostname, u[:release].encoding, Etc.sysconfdir.encoding] }
show(:respond) { [Socket.respond_to?(:gethostname), Etc.respond_to?(:nprocessors), Etc.respond_to?(:uname)] }
