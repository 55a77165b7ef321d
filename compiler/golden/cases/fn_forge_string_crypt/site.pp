notice(pw::crypt('password', '$6$saltsalt'))
notice(pw::crypt('password', '$5$abc./XYZ'))
notice(pw::crypt('password', '$1$salt'))
notice(pw::crypt('pässwörd', '$6$rounds=10000$longersaltvalue1'))
