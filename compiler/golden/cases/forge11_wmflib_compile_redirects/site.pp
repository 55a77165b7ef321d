# wikimedia/operations-puppet's wmflib::compile_redirects (a Ruby compiler for the redirects mini-language: StringIO,
# send(*args) dispatch, <<-eos heredocs with gsub, \p{ASCII}, Regexp.last_match, a custom exception's to_s) for Apache
# and nginx, as its mediawiki profile uses it; redirects.dat written for this case.
file { '/etc/apache2/conf.d/redirects.conf':
  ensure  => file,
  content => wmflib::compile_redirects(file('wmflib/redirects.dat')),
}
file { '/etc/nginx/redirects.conf':
  ensure  => file,
  content => wmflib::compile_redirects(file('wmflib/redirects.dat'), 'nginx'),
}
