# Time#round / floor / ceil and the 'time' library's Time.strptime
# (Date._strptime's reading of each conversion, time.rb's make_time).
t = Time.at(1_700_000_000, 123_456_789, :nsec).utc
show('round') { [t.round, t.round(3), t.round(6).nsec, t.round(9).nsec, t.round(12).nsec, t.round.utc?] }
show('floor') { [t.floor.nsec, t.floor(1).nsec, t.floor(4).nsec] }
show('ceil') { [t.ceil.nsec, t.ceil.sec, t.ceil(2).nsec, Time.at(5).utc.ceil.sec] }
show('half') { [Time.at(0, 500, :millisecond).utc.round.sec, Time.at(0, 499_999_999, :nsec).utc.round.sec, Time.at(0, 250, :millisecond).utc.round(1).nsec] }
show('negative') { t.round(-1) }
show('not int') { t.round('1') }
l = Time.at(1_700_000_000, 600_000, :usec).getlocal('+05:30')
show('keeps zone') { [l.round.utc_offset, l.round.sec, l.floor(3).iso8601(6)] }
now = Time.at(1_600_000_000, 250_000, :usec).utc
def sp(*a, &b)
  r = Time.strptime(*a, &b)
  [r.to_a.first(6), r.utc_offset, r.utc?, r.nsec]
rescue => e
  "#{e.class}: #{e.message}"
end
show('dmy') { sp('10/03/2024', '%d/%m/%Y', now) }
show('leftover') { sp('2024-03-10xx', '%Y-%m-%d', now) }
show('space e') { sp(' 3/04/24', '%e/%m/%y', now) }
show('space m') { sp(' 3/ 4/24', '%e/%m/%y', now) }
show('z') { sp('2024-03-10 12:34:56 +0530', '%Y-%m-%d %H:%M:%S %z', now) }
show('z colon') { sp('2024-03-10 12:34:56 -02:00', '%F %T %z', now) }
show('Z utc') { sp('2024-03-10 12:34:56 UTC', '%Y-%m-%d %H:%M:%S %Z', now) }
show('Z est') { sp('2024-03-10 12:34 EST', '%Y-%m-%d %H:%M %Z', now) }
show('Z unknown') { sp('2024-03-10 12:34 XYZT', '%Y-%m-%d %H:%M %Z', now) }
show('Z gmt+') { sp('2024-03-10 12:34 GMT+3', '%Y-%m-%d %H:%M %Z', now) }
show('s') { sp('1700000000', '%s', now) }
show('s neg') { sp('-86401', '%s', now) }
show('Q') { sp('1700000000123', '%Q', now) }
show('s frac zone') { sp('1700000000.5 +0100', '%s.%N %z', now) }
show('b p') { sp('Mar 5 2020 1:02:03 PM', '%b %d %Y %I:%M:%S %p', now) }
show('12 am') { sp('12:30 am', '%I:%M %p', now) }
show('r') { sp('11:59:58 p.m.', '%r', now) }
show('j') { sp('2020123', '%Y%j', now) }
show('j 366') { sp('2021366', '%Y%j', now) }
show('j no year') { sp('032', '%j', now) }
show('Ymd') { sp('20201231', '%Y%m%d', now) }
show('Ym') { sp('12024', '%Y%m', now) }
show('N') { sp('12:00:00.123456789', '%H:%M:%S.%N', now) }
show('L') { sp('12:00:00.5', '%T.%L', now) }
show('L long') { sp('12:00:00.123456789012', '%T.%N', now) }
show('H only') { sp('07', '%H', now) }
show('M only') { sp('07', '%M', now) }
show('d only') { sp('07', '%d', now) }
show('m only') { sp('07', '%m', now) }
show('bad') { sp('xx', '%Y', now) }
show('bad month') { sp('2020-13-01', '%Y-%m-%d', now) }
show('names') { sp('Tuesday March 2020', '%A %B %Y', now) }
show('names abbr') { sp('tue mar 3 10:00:00 2020', '%c', now) }
show('D') { sp('12/31/99', '%D', now) }
show('y 68') { sp('68', '%y', now) }
show('C y') { sp('1905', '%C%y', now) }
show('neg year') { sp('-0044-03-15', '%Y-%m-%d', now) }
show('percent') { sp('100% 2020', '100%% %Y', now) }
show('unknown conv') { sp('%q 2020', '%q %Y', now) }
show('whitespace') { sp("2020 \t\n 05", '%Y %m', now) }
show('literal') { sp('2020x05', '%Yx%m', now) }
show('no info') { sp('abc', 'abc', now) }
show('feb 31') { sp('2021-02-31', '%F', now) }
show('hour 24') { sp('2021-02-03 24:00:00', '%F %T', now) }
show('sec 60') { sp('2021-02-03 10:00:60', '%F %T', now) }
show('E O') { sp('2020 05', '%EY %Om', now) }
show('week') { sp('2020-W10-3', '%G-W%V-%u', now) }
show('block') { sp('20', '%y', now) { |y| y + 100 } }
show('default now') { Time.strptime('2020', '%Y').year }
show('not string') { Time.strptime(5, '%Y') }
show('week no day') { sp('2020-W53', '%G-W%V', now) }
show('week bad') { sp('2021-W53-1', '%G-W%V-%u', now) }
show('week with hour') { sp('2020-W10-3 10', '%G-W%V-%u %H', now) }
show('U') { sp('2020 10 3', '%Y %U %w', now) }
show('W') { sp('2020 10', '%Y %W', now) }
show('W w') { sp('2020 10 0', '%Y %W %w', now) }
show('U a') { sp('2021 01 Sat', '%Y %U %a', now) }
