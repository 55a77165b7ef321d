# frozen_string_literal: true

require 'digest/sha1'

# MySQL's mysql_native_password hash: '*' + uppercase hex of SHA1(SHA1(password)); empty stays empty.
Puppet::Functions.create_function(:'hashx::mysql_native') do
  dispatch :native do
    param 'Variant[String, Sensitive[String]]', :password
  end

  def native(password)
    pw = password.respond_to?(:unwrap) ? password.unwrap : password
    return '' if pw.empty?
    return pw if pw =~ /\A\*[A-F0-9]{40}\z/

    "*#{Digest::SHA1.hexdigest(Digest::SHA1.digest(pw)).upcase}"
  end
end
