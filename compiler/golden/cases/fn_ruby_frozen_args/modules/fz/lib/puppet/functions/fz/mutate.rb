# A 4.x function that changes its arguments in place: Puppet passes the very objects.
Puppet::Functions.create_function(:'fz::mutate') do
  def mutate(a, h, s)
    a << 9
    h['added'] = 'yes'
    begin
      s << '!'
      'appended'
    rescue => e
      "#{e.class}: #{e.message}"
    end
  end
end
