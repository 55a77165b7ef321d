# frozen_string_literal: true

require 'openssl'
require 'base64'
require 'digest/md5'

# Hashes a PostgreSQL role password the way the server stores it: 'md5' + md5(password + user),
# or SCRAM-SHA-256 (RFC 5802/7677) with a given salt and iteration count.
Puppet::Functions.create_function(:'pgx::password_hash') do
  dispatch :hash_password do
    param 'String[1]', :username
    param 'Variant[String, Sensitive[String]]', :password
    optional_param 'Enum["md5", "scram-sha-256"]', :algorithm
    optional_param 'String[1]', :salt
    optional_param 'Integer[1]', :iterations
    return_type 'Variant[String, Sensitive[String]]'
  end

  def hash_password(username, password, algorithm = 'md5', salt = nil, iterations = 4096)
    sensitive = password.is_a?(Puppet::Pops::Types::PSensitiveType::Sensitive)
    clear = sensitive ? password.unwrap : password
    out = case algorithm
          when 'md5' then "md5#{Digest::MD5.hexdigest(clear + username)}"
          else scram(clear, salt || username, iterations)
          end
    sensitive ? Puppet::Pops::Types::PSensitiveType::Sensitive.new(out) : out
  end

  private

  def scram(password, salt, iterations)
    digest = OpenSSL::Digest.new('SHA256')
    salted = OpenSSL::PKCS5.pbkdf2_hmac(password, salt, iterations, digest.digest_length, digest)
    client_key = OpenSSL::HMAC.digest(digest, salted, 'Client Key')
    stored_key = OpenSSL::Digest.digest('SHA256', client_key)
    server_key = OpenSSL::HMAC.digest('SHA256', salted, 'Server Key')
    "SCRAM-SHA-256$#{iterations}:#{Base64.strict_encode64(salt)}$#{Base64.strict_encode64(stored_key)}:#{Base64.strict_encode64(server_key)}"
  end
end
