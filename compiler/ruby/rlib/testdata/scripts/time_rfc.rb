# Time.rfc2822 / rfc822 / httpdate class methods (QA-FORGE-14 D1).
show('rfc2822') { [Time.rfc2822('Tue, 02 Jan 2024 00:04:05 -0000'), Time.rfc822('Tue, 02 Jan 2024 00:04:05 +0100'), Time.rfc2822('02 Jan 2024 00:04 GMT'), Time.rfc2822('2 Jan 24 10:04:05 EST'), Time.rfc2822('Tue, 02 Jan 99 00:04:05 Z (comment)'), Time.rfc2822('Tue,02 Jan 2024 00 : 04 : 05 +0530')] }
show('rfc2822 utc') { [Time.rfc2822('Tue, 02 Jan 2024 00:04:05 -0000').utc?, Time.rfc2822('Tue, 02 Jan 2024 00:04:05 +0000').utc?, Time.rfc2822('Tue, 02 Jan 2024 00:04:05 GMT').utc?, Time.rfc2822('Tue, 02 Jan 2024 00:04:05 UT').utc?] }
show('rfc2822 to_i') { Time.rfc2822('Tue, 02 Jan 2024 00:04:05 -0000').to_i }
show('rfc2822 bad') { Time.rfc2822('bogus') }
show('httpdate') { [Time.httpdate('Tue, 02 Jan 2024 00:04:05 GMT'), Time.httpdate('Tuesday, 02-Jan-24 00:04:05 GMT'), Time.httpdate('Tue Jan  2 00:04:05 2024'), Time.httpdate('Tue, 02 Jan 2024 00:04:05 GMT').utc?] }
show('httpdate bad') { Time.httpdate('Tue, 02 Jan 2024 00:04:05 +0000') }
show('round trip') { t = Time.at(1704153845).utc; [Time.rfc2822(t.rfc2822) == t, Time.httpdate(t.httpdate) == t] }
