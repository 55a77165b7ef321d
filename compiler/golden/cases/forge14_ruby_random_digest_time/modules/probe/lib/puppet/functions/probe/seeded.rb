# frozen_string_literal: true

require 'digest'
require 'digest/md5'
require 'base64'
require 'time'
require 'date'
require 'openssl'

# Written for this case: the seeded-random, digest, encoding and time calls module functions make to spread
# cron times and pick servers per node (fqdn-seeded Random, shuffle/sample with random:), hash passwords
# and tokens, and compute dates from fixed inputs. Each result or its exception class and message.
Puppet::Functions.create_function(:'probe::seeded') do
  dispatch :run do
    param 'String', :fqdn
  end

  def attempt(label)
    "#{label}: #{yield.inspect}"
  rescue StandardError => e
    "#{label}: #{e.class}: #{e.message}"
  end

  def run(fqdn)
    seed = Digest::MD5.hexdigest(fqdn).hex
    servers = %w[ntp1 ntp2 ntp3 ntp4 ntp5 ntp6]
    [
      attempt('seed') { seed },
      attempt('Random rand int') { r = Random.new(seed); [r.rand(60), r.rand(24), r.rand(7)] },
      attempt('Random rand float') { Random.new(42).rand },
      attempt('Random rand range') { r = Random.new(42); [r.rand(10..20), r.rand(1.5..2.5)] },
      attempt('Random seed') { Random.new(5).seed },
      attempt('Random::DEFAULT class') { Random::DEFAULT.class },
      attempt('sha256 base64') { Digest::SHA256.base64digest(fqdn) },
      attempt('sha1 hexdigest') { Digest::SHA1.hexdigest(fqdn) },
      attempt('sha512 update') { d = Digest::SHA512.new; d.update('a'); d << 'b'; d.hexdigest[0, 32] },
      attempt('SHA2 384') { Digest::SHA2.new(384).hexdigest('x')[0, 32] },
      attempt('rmd160') { Digest::RMD160.hexdigest('x') },
      attempt('OpenSSL digest') { OpenSSL::Digest.new('SHA256').hexdigest('x')[0, 16] },
      attempt('OpenSSL::Digest::MD5') { OpenSSL::Digest::MD5.hexdigest('x') },
      attempt('pbkdf2') { OpenSSL::PKCS5.pbkdf2_hmac('pw', 'salt', 1000, 16, OpenSSL::Digest.new('SHA256')).unpack1('H*') },
      attempt('hmac base64') { Base64.strict_encode64(OpenSSL::HMAC.digest('SHA256', 'k', 'v')) },
      attempt('urlsafe') { Base64.urlsafe_encode64("\xff\xfe\xfd".b, padding: false) },
      attempt('decode64 lenient') { Base64.decode64("aGVsbG8gd29ybGQ\n=") },
      attempt('strict_decode64 bad') { Base64.strict_decode64('abc') },
      attempt('Time.at utc iso8601') { Time.at(1_700_000_000).utc.iso8601 },
      attempt('Time.at strftime') { Time.at(1_700_000_000).utc.strftime('%Y-%m-%d %H:%M:%S %z %a %b %j %U %-d %e %I%p %s') },
      attempt('Time.parse') { Time.parse('2024-02-29T12:34:56Z').to_i },
      attempt('Time.iso8601 offset') { Time.iso8601('2024-02-29T12:34:56+02:00').utc.to_s },
      attempt('Time.gm') { Time.gm(2000, 1, 1, 0, 0, 0).to_i },
      attempt('Time arithmetic') { (Time.at(0).utc + 86_400 * 365.25).year },
      attempt('Time.strptime') { Time.strptime('30/11/2026 14:00', '%d/%m/%Y %H:%M').strftime('%F') },
      attempt('Date.parse') { (Date.parse('2024-02-28') + 1).to_s },
      attempt('Date math') { (Date.new(2026, 11, 30) >> 3).strftime('%F %A') },
      attempt('Date diff') { (Date.new(2026, 12, 25) - Date.new(2026, 11, 30)).to_i },
      attempt('Date leap') { [Date.leap?(2024), Date.valid_date?(2023, 2, 29), Date.new(2024, 1, 31).next_month.to_s] },
      attempt('DateTime') { DateTime.new(2020, 5, 6, 7, 8, 9).iso8601 },
      attempt('Date.parse bad') { Date.parse('not a date') },
    ]
  end
end
