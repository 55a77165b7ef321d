# Ruby 3.1 on Linux: File.extname('test.') is '.' (since Ruby 2.7), '.profile' and '..' have none.
notice(fx::ext('test.rb'))
notice(fx::ext('a/b/d/test.tar.gz'))
notice(fx::ext('.profile'))
notice(fx::ext('test.'))
notice(fx::ext('a.b/test.'))
notice(fx::ext('..'))
notice(fx::ext('dir.d/file'))
notice(fx::ext('.a.b'))
