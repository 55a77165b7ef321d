# wikimedia's htpasswd() (3.x) defines a class Apr1Md5 with methods at its file's top level (Apache's apr1 MD5 crypt).
notice(htpasswd('secret', 'ZtKJ1a2b'))
