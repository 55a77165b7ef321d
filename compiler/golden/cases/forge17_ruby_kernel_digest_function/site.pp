# Kernel#Digest(:NAME) (digest.rb) picks a digest class by name: module Ruby choosing an algorithm.
notice(lx::digest_by_name('sha1', 'x'))
notice(lx::digest_by_name('md5', 'x'))
notice(lx::digest_by_name('sha256', 'x'))
