# Written for this case (QA-FORGE-9): shell commands in backticks and %x from a module function, as
# voxpupuli/puppet-openssl's openssl::cert_date_valid runs `openssl x509 -dates -noout < FILE`.
Puppet::Functions.create_function(:'bt::run') do
  dispatch :run do
    param 'String', :word
  end

  def run(word)
    out = `printf '%s\\n' #{word} second`
    first = $?.exitstatus
    missing = `cat /nonexistent/forge9 2>/dev/null`
    second = $?.exitstatus
    upper = %x(echo #{word} | tr a-z A-Z).chomp
    [out, out.lines.size, first, missing, second, $?.success?, upper, out.frozen?, out.encoding.to_s]
  end
end
