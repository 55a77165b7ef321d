# Written for this case (QA-FORGE-9): Date and DateTime, which module functions use for certificate and expiry dates (require 'date').
Puppet::Functions.create_function(:date_probe) do
  dispatch :probe do
  end

  def probe
    [
      (require 'date'; Date.parse('2024-02-29').next_day.to_s),
      (Date.new(2024, 12, 31).strftime('%Y/%j %A')),
      ((Date.new(2024, 3, 1) - Date.new(2024, 2, 1)).to_i),
      (DateTime.new(2024, 1, 2, 3, 4, 5).iso8601),
      (Date.valid_date?(2023, 2, 29)),
      ((Date.parse('2024-01-31') >> 1).to_s),
      (Date.strptime('02/03/2024', '%d/%m/%Y').yday),
    ].map(&:inspect)
  end
end
