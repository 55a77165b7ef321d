include nofn
