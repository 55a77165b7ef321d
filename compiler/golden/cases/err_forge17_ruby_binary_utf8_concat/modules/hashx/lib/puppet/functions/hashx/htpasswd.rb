# frozen_string_literal: true

require 'digest/md5'
require 'base64'

# htpasswd hashes: '{SHA}' + base64(SHA1) and Apache's $apr1$ MD5-crypt, written out as the
# algorithm is specified (1000 rounds, the crypt alphabet, the byte shuffles).
Puppet::Functions.create_function(:'hashx::htpasswd') do
  ITOA64 = './0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

  dispatch :htpasswd do
    param 'String', :password
    param 'Enum[sha, apr1]', :scheme
    optional_param 'Pattern[/\A[.\/0-9A-Za-z]{1,8}\z/]', :salt
  end

  def htpasswd(password, scheme, salt = 'abcdefgh')
    return "{SHA}#{Base64.strict_encode64(Digest::SHA1.digest(password))}" if scheme == 'sha'

    apr1(password, salt)
  end

  private

  def to64(value, count)
    out = +''
    count.times do
      out << ITOA64[value & 0x3f]
      value >>= 6
    end
    out
  end

  def apr1(pw, salt)
    magic = '$apr1$'
    ctx = pw + magic + salt
    final = Digest::MD5.digest(pw + salt + pw)
    pw.length.step(1, -16) { |i| ctx += final[0, i > 16 ? 16 : i] }
    i = pw.length
    while i.positive?
      ctx += (i & 1).zero? ? pw[0] : "\0"
      i >>= 1
    end
    final = Digest::MD5.digest(ctx)
    1000.times do |n|
      c = +''
      c << ((n & 1).zero? ? final : pw)
      c << salt unless (n % 3).zero?
      c << pw unless (n % 7).zero?
      c << ((n & 1).zero? ? pw : final)
      final = Digest::MD5.digest(c)
    end
    b = final.bytes
    hashed = [[0, 6, 12], [1, 7, 13], [2, 8, 14], [3, 9, 15], [4, 10, 5]].map do |x, y, z|
      to64((b[x] << 16) | (b[y] << 8) | b[z], 4)
    end.join + to64(b[11], 2)
    "#{magic}#{salt}$#{hashed}"
  end
end
