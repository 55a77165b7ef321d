# Ruby's String#crypt (crypt(3) of the server's libc), as puppetlabs-stdlib's pw_hash calls it in every
# version but the one Punch's Go port was checked against: 'test'.crypt('$1$1') first, to see that the
# system supports enhanced salts, then password.crypt("$#{id}$#{salt}").
Puppet::Functions.create_function(:'pw::crypt') do
  dispatch :crypt do
    param 'String', :password
    param 'String', :salt
  end

  def crypt(password, salt)
    raise Puppet::ParseError, 'system does not support enhanced salts' if 'test'.crypt('$1$1') != '$1$1$Bp8CU9Oujr9SSEw53WV6G.'

    password.crypt(salt)
  end
end
